export { AuthModal, type AuthForm, type AuthModalProps } from './auth-modal';
export { ConfirmationView, LoginView, LogoutView, RegisterView, RenewView, ResetView, UserView } from './account-views';
