/** Why the camera could not start, in the member's terms (each has its own Korean message). */
export type CameraProblem =
  /** Not https (nor localhost): browsers hide mediaDevices there. */
  | 'insecure'
  /** The browser has no getUserMedia at all. */
  | 'unsupported'
  /** The member or a policy refused the permission. */
  | 'denied'
  /** No camera on the device (or none that fits). */
  | 'no-camera'
  /** The camera is held by another app or tab, or the hardware failed to start. */
  | 'busy'
  | 'unknown';

/** Can getUserMedia be called here at all? Else the reason it cannot. */
export function cameraAvailability(env: { isSecureContext: boolean; hasGetUserMedia: boolean }): CameraProblem | null {
  if (!env.isSecureContext) return 'insecure';
  if (!env.hasGetUserMedia) return 'unsupported';
  return null;
}

/** A getUserMedia rejection → its problem (DOMException names, plus older Chrome's aliases). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unknown';
  }
}
