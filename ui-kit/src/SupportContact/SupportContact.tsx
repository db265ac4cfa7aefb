import { useId, type ElementType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { telHref } from './telHref.ts';

/** Props of `SupportContact`. Every text defaults to the kit catalogue and can be overridden. */
export interface SupportContactProps {
  /** Support phone number as it should be read, e.g. "+49 89 2154 773-0"; dialled via a `tel:` link. */
  phone: string;
  /** Support e-mail address; opens the mail program via a `mailto:` link. */
  email: string;
  /**
   * When support can be reached, e.g. "Mo–Fr, 8–18 Uhr".
   * @default undefined
   */
  openingHours?: string;
  /**
   * Element of the heading, to fit the page's outline.
   * @default 'h2'
   */
  headingComponent?: ElementType;
  /**
   * The heading.
   * @default t('kit:supportContact.heading') – "Persönlicher Support"
   */
  heading?: ReactNode;
  /**
   * The short text under the heading: what support helps with.
   * @default t('kit:supportContact.text')
   */
  text?: ReactNode;
  /**
   * Label before the phone number for screen readers (the icon shows it visually).
   * @default t('kit:supportContact.phone') – "Telefon"
   */
  phoneLabel?: string;
  /**
   * Label before the e-mail address for screen readers.
   * @default t('kit:supportContact.email') – "E-Mail"
   */
  emailLabel?: string;
  /**
   * Label before the opening hours for screen readers.
   * @default t('kit:supportContact.openingHours') – "Erreichbarkeit"
   */
  openingHoursLabel?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/** One line of the block: a decorative icon, a label for screen readers, the value. */
function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack component="li" direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden="true" sx={{ display: 'flex', color: 'primary.main' }}>
        {icon}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {children}
    </Stack>
  );
}

/**
 * The dashboard's support contact block (spec 2 Dashboard): heading, a short text, the phone number as
 * a `tel:` link, the e-mail address as a `mailto:` link and optionally the opening hours. The app
 * passes the contact data (it is the provider's, not the kit's).
 *
 * ## Usage
 *
 * ```tsx
 * <Paper sx={{ p: 3 }}>
 *   <SupportContact
 *     phone="+49 89 2154 773-0"
 *     email="support@datacare.de"
 *     openingHours="Mo–Fr, 8–18 Uhr"
 *   />
 * </Paper>
 * ```
 *
 * The app keeps the contact data in its configuration (`SUPPORT_CONTACT`). Texts come from
 * `kit:supportContact.*`; each has a prop that overrides it.
 *
 * ## Do
 *
 * - Pass the phone number as people read it ("+49 89 2154 773-0"): the `tel:` link is built from it.
 * - Set `headingComponent` to fit the page's outline.
 * - Use the same contact data everywhere (dashboard, report cover, lock dialog).
 *
 * ## Don't
 *
 * - Don't hard-code the provider's contact in the kit: a sister product passes its own.
 * - Don't build the `tel:` or `mailto:` links yourself: the block does.
 */
export function SupportContact({
  phone,
  email,
  openingHours,
  headingComponent = 'h2',
  sx,
  ...texts
}: SupportContactProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const headingId = useId();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={[{ display: 'flex', flexDirection: 'column', gap: 1 }, ...extraSx]}
    >
      <Typography id={headingId} component={headingComponent} variant="h6">
        {texts.heading ?? t('supportContact.heading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.text ?? t('supportContact.text')}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.75 }}>
        <ContactLine
          icon={<PhoneIcon fontSize="small" />}
          label={texts.phoneLabel ?? t('supportContact.phone')}
        >
          <Link href={telHref(phone)} sx={{ fontWeight: 600 }}>
            {phone}
          </Link>
        </ContactLine>
        <ContactLine
          icon={<EmailIcon fontSize="small" />}
          label={texts.emailLabel ?? t('supportContact.email')}
        >
          <Link href={`mailto:${email.trim()}`} sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
            {email}
          </Link>
        </ContactLine>
        {openingHours && (
          <ContactLine
            icon={<ScheduleIcon fontSize="small" />}
            label={texts.openingHoursLabel ?? t('supportContact.openingHours')}
          >
            <Typography component="span" variant="body2">
              {openingHours}
            </Typography>
          </ContactLine>
        )}
      </Stack>
    </Box>
  );
}
