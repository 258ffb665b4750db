export { PASSWORD_MESSAGES, passwordProblem, type PasswordContext } from './password-problem.ts';
