import type { Tone } from '../dashboard/ToneBadge';

/** The tint of a sample service's status or a consultancy project's phase. */
export const PHASE_TONES: Readonly<Record<string, Tone>> = {
  scheduled: 'info',
  design: 'info',
  'in-progress': 'warning',
  implementation: 'warning',
  completed: 'success',
  handover: 'success',
};
