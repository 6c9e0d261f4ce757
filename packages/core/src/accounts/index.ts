export { type TokenClaims, type TokenRoles, ROLES, type Role, isRole } from './claims';
export { EMAIL_MAX_LENGTH, isValidEmail, normaliseEmail } from './email';
export { NAME_MAX_LENGTH, type NameProblem, nameProblem, normaliseName } from './name';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem, passwordLength, passwordProblem } from './password';
