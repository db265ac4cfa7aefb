export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm.tsx';
export {
  changePasswordSchema,
  DEFAULT_PASSWORD_MIN_LENGTH,
  serverFieldError,
  validateChangePassword,
  validateCurrentPassword,
  validateNewPassword,
  validateRepeatPassword,
  type ChangePasswordError,
  type ChangePasswordErrors,
  type ChangePasswordFieldError,
  type ChangePasswordInput,
  type ChangePasswordValues,
  type CurrentPasswordError,
  type NewPasswordError,
  type RepeatPasswordError,
  type ServerFieldError,
} from './changePasswordValidation.ts';
export {
  useChangePasswordForm,
  type ChangePasswordField,
  type ChangePasswordFormController,
  type ChangePasswordFormOptions,
} from './useChangePasswordForm.ts';
