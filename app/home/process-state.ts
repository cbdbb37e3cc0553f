/** The process section's state (SPEC §4): active step 1–6, advancing only while it may. */
export type ProcessState = { active: number; visible: boolean; paused: boolean }
export type ProcessAction =
  | { type: 'tick' }
  | { type: 'select'; step: number }
  | { type: 'visible'; visible: boolean }
  | { type: 'pause'; paused: boolean }

export const processSteps = 6
export const processIntervalMs = 4000
export const initialProcessState: ProcessState = { active: 1, visible: false, paused: false }

export function processReducer(state: ProcessState, action: ProcessAction): ProcessState {
  switch (action.type) {
    case 'tick':
      return { ...state, active: state.active >= processSteps ? 1 : state.active + 1 }
    case 'select':
      return { ...state, active: Math.min(processSteps, Math.max(1, Math.round(action.step))) }
    case 'visible':
      return { ...state, visible: action.visible }
    case 'pause':
      return { ...state, paused: action.paused }
  }
}

/** It advances once 10% visible, unless hovered or focused, and never under reduced motion. */
export function shouldAdvance(state: ProcessState, reducedMotion: boolean): boolean {
  return state.visible && !state.paused && !reducedMotion
}
