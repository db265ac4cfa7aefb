export { isLoggedInState, LoginDialog, type LoginDialogProps, type LoginState } from './LoginDialog.tsx';
