import { createContext, useContext, type AnchorHTMLAttributes, type ReactElement, type Ref } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** The six steps of the import wizard in order (spec 2 Import wizard); index = `activeStep`. */
export const WIZARD_STEPS = ['upload', 'mapping', 'status', 'review', 'qualityReport', 'export'] as const;

/** The four steps of the connect import (spec 4 Connect import steps). */
export const CONNECT_WIZARD_STEPS = ['upload', 'mapping', 'status', 'finished'] as const;

/** A step of the import or the connect wizard; also its text key `wizardStepBar.steps.<key>`. */
export type WizardStepKey = (typeof WIZARD_STEPS)[number] | (typeof CONNECT_WIZARD_STEPS)[number];

/** What `WizardStepBarProps.renderLink` receives: anchor attributes plus `href` and the `ref` to forward. */
export interface WizardStepLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Props of `WizardStepBar`. */
export interface WizardStepBarProps {
  /**
   * Index of the current step in `steps` (0 = upload); `-1` marks no step as current or done, e.g.
   * for an import that does not exist.
   */
  activeStep: number;
  /**
   * Steps the user may go back or forward to, because their data has loaded (the app applies the
   * navigation rules of spec 2: mapping is never reachable). A reachable step other than the current
   * one is a link; all others are plain text.
   * @default {} – no step is a link
   */
  reachable?: Partial<Record<WizardStepKey, boolean>>;
  /** Where a step's link leads, e.g. `(step) => \`/import/${paths[step]}?id=${batchId}\``. */
  getStepHref: (step: WizardStepKey, index: number) => string;
  /**
   * Renders each step link, so the app can plug in its router without the kit importing one, e.g.
   * `({ href, ...props }) => <Link to={href} {...props} />`. Spread all props onto the element.
   * @default plain `<a href>` anchors
   */
  renderLink?: (props: WizardStepLinkProps) => ReactElement;
  /**
   * The steps to show, in order.
   * @default WIZARD_STEPS – the import's six steps; pass CONNECT_WIZARD_STEPS for the connect import
   */
  steps?: readonly WizardStepKey[];
  /**
   * The full name of the uploaded file; shown under the upload step (as `fileLabel`) with the full
   * name as its title.
   * @default undefined
   */
  fileName?: string;
  /**
   * The file name as shown under the upload step, already shortened by the app (api-client
   * `shortenForStepBar`: 17 characters with an ellipsis).
   * @default fileName
   */
  fileLabel?: string;
  /**
   * Labels of the steps, e.g. `{ qualityReport: 'Bericht' }`.
   * @default the kit texts `wizardStepBar.steps.*` – "Upload", "Zuordnung", "Status" …
   */
  stepLabels?: Partial<Record<WizardStepKey, string>>;
  /**
   * Accessible name of the navigation landmark.
   * @default t('kit:wizardStepBar.label') – "Importschritte"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const RenderLinkContext = createContext<WizardStepBarProps['renderLink']>(undefined);

/** The link element of a reachable step: the app's `renderLink`, or a plain anchor. */
function StepLink(props: WizardStepLinkProps) {
  const renderLink = useContext(RenderLinkContext);
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- MUI passes the step label as children.
  return renderLink ? renderLink(props) : <a {...props} />;
}

/**
 * The step bar above every wizard page: the six import steps (or the connect import's four) with
 * the current one marked (`aria-current="step"`), done steps ticked, reachable steps as links and the
 * uploaded file's name under the upload step. Which steps are reachable is the app's decision; the
 * kit only renders links through `renderLink` and never routes.
 *
 * ## Usage
 *
 * ```tsx
 * <WizardStepBar
 *   activeStep={notFound ? -1 : stepIndex(active)}
 *   reachable={{ upload: true, status: true }}
 *   getStepHref={(step) => stepHref(step, batchId)}
 *   renderLink={({ href, children, ...rest }) => (
 *     <RouterLink to={href} {...rest}>
 *       {children}
 *     </RouterLink>
 *   )}
 *   fileName={fileName}
 *   fileLabel={shortenForStepBar(fileName)}
 * />
 * ```
 *
 * The connect import passes `steps={CONNECT_WIZARD_STEPS}`. Step names come from
 * `kit:wizardStepBar.steps.*`; `stepLabels` and `label` override them.
 *
 * ## Do
 *
 * - Decide in the app which steps are `reachable` (spec 2: mapping never is) and pass `-1` as
 *   `activeStep` for an import that does not exist.
 * - Pass `renderLink` to use the app's router, and spread every prop it receives onto the link.
 * - Shorten the file name with api-client's `shortenForStepBar` for `fileLabel`; `fileName` stays full.
 *
 * ## Don't
 *
 * - Don't route inside or read the address: the kit only renders links.
 * - Don't mark done or current steps yourself: `activeStep` does (ticks, `aria-current="step"`).
 */
export function WizardStepBar({
  activeStep,
  reachable = {},
  getStepHref,
  renderLink,
  steps = WIZARD_STEPS,
  fileName,
  fileLabel,
  stepLabels = {},
  label,
  sx,
}: WizardStepBarProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const shownFileLabel = fileLabel ?? fileName;

  return (
    <Box component="nav" aria-label={label ?? t('wizardStepBar.label')} sx={[{ minWidth: 0 }, ...extraSx]}>
      <RenderLinkContext value={renderLink}>
        <Stepper activeStep={activeStep} alternativeLabel>
          {steps.map((step, index) => {
            const text = stepLabels[step] ?? t(`wizardStepBar.steps.${step}`);
            const active = index === activeStep;
            const isLink = !active && reachable[step] === true;
            const fileCaption =
              step === 'upload' && shownFileLabel ? (
                <Typography
                  variant="caption"
                  component="span"
                  title={fileName}
                  sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
                >
                  {shownFileLabel}
                </Typography>
              ) : undefined;
            return (
              <Step key={step} aria-current={active ? 'step' : undefined}>
                <StepLabel
                  optional={fileCaption}
                  sx={{
                    // MUI greys out the labels of later steps below AA contrast; they are only not
                    // reached yet, so they keep a readable secondary colour.
                    '& .MuiStepLabel-label.Mui-disabled': { color: 'text.secondary' },
                    '& .MuiStepLabel-label.Mui-active': { fontWeight: 700 },
                  }}
                >
                  {isLink ? (
                    <Link component={StepLink} href={getStepHref(step, index)} underline="always">
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                  {index < activeStep && (
                    <Box component="span" sx={visuallyHidden}>
                      {` (${t('wizardStepBar.completed')})`}
                    </Box>
                  )}
                </StepLabel>
              </Step>
            );
          })}
        </Stepper>
      </RenderLinkContext>
    </Box>
  );
}
