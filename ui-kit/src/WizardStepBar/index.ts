export {
  CONNECT_WIZARD_STEPS,
  WIZARD_STEPS,
  WizardStepBar,
  type WizardStepBarProps,
  type WizardStepKey,
  type WizardStepLinkProps,
} from './WizardStepBar.tsx';
