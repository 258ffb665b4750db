export { catchUpProvisions } from './catch-up.ts';
