export { errorSchema, successSchema } from '@batas/shared/contracts/envelope';

/** Every answer is `{ success: true, data }`; the shapes live in packages/shared/src/contracts. */
export const ok = <T>(data: T) => ({ success: true as const, data });
