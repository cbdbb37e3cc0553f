// Plain JavaScript, so that an old Node can run it and say what is wrong in one line. Every npm
// entry point runs it first (the pre* scripts in package.json).
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This project needs Node.js 22.12 or newer, and npm ran Node ${process.version}. ` +
      'It installs its own (the "node" devDependency, allowed in package.json "allowScripts"): ' +
      'run `npm install` again with install scripts allowed, or put Node 22.12+ first on your PATH.',
  )
  process.exit(1)
}
