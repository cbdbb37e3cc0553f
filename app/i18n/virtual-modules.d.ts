/** The message keys the browser's modules use (scripts/client-messages.ts). */
declare module 'virtual:client-message-keys' {
  const keys: string[]
  export default keys
}
