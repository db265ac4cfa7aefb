import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import {
  SURVEY_COMMENT_MAX_LENGTH,
  SURVEY_MAX_SCORE,
  useSurveyDialog,
  type SurveyAnswer,
} from './useSurveyDialog.ts';

/** Props of `SurveyDialog`. Every text defaults to the kit catalogue and can be overridden. */
export interface SurveyDialogProps {
  /** Whether the survey is shown. */
  open: boolean;
  /** Receives the score (1–5) and the comment (trimmed, may be empty). */
  onSubmit: (answer: SurveyAnswer) => void;
  /** "Jetzt nicht", Escape or a backdrop click: the app records the dismissal (offered again in 90 days). */
  onDismiss: () => void;
  /**
   * The answer is being sent: both buttons wait and the dialog cannot be dismissed.
   * @default false
   */
  submitting?: boolean;
  /**
   * Title of the dialog.
   * @default t('kit:surveyDialog.title') – "Ihre Meinung zu Datacare"
   */
  title?: string;
  /**
   * The sentence under the title: why we ask and how long it takes.
   * @default t('kit:surveyDialog.intro')
   */
  intro?: string;
  /**
   * The question over the stars (the legend of the score group).
   * @default t('kit:surveyDialog.question') – "Wie zufrieden sind Sie insgesamt mit Datacare?"
   */
  question?: string;
  /**
   * Words for the scores 1 to 5, e.g. `{ 3: 'Geht so' }`.
   * @default the kit texts `surveyDialog.score1` … `score5` – "Sehr unzufrieden" … "Sehr zufrieden"
   */
  scoreLabels?: Partial<Record<1 | 2 | 3 | 4 | 5, string>>;
  /**
   * Error when the user sends without a score.
   * @default t('kit:surveyDialog.scoreMissing') – "Bitte wählen Sie eine Bewertung aus"
   */
  scoreMissingText?: string;
  /**
   * Label of the comment field.
   * @default t('kit:surveyDialog.comment') – "Was können wir besser machen? (optional)"
   */
  commentLabel?: string;
  /**
   * Label of the send button.
   * @default t('kit:surveyDialog.submit') – "Senden"
   */
  submitLabel?: string;
  /**
   * Label of the dismiss button.
   * @default t('kit:surveyDialog.dismiss') – "Jetzt nicht"
   */
  dismissLabel?: string;
  /**
   * Styles for the dialog paper.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

type SurveyFormProps = Omit<SurveyDialogProps, 'open' | 'sx'>;

/** The dialog's content; mounted only while open, so a reopened survey starts empty. */
function SurveyForm({
  onSubmit,
  onDismiss,
  submitting = false,
  scoreLabels = {},
  ...texts
}: SurveyFormProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const name = useId();
  const legendId = useId();
  const errorId = useId();
  const introId = useId();
  const { score, setScore, comment, setComment, scoreMissing, handleSubmit, scoreRef } = useSurveyDialog({
    onSubmit,
    submitting,
  });
  const [hover, setHover] = useState(-1);

  const scoreText = (value: number) =>
    scoreLabels[value as 1 | 2 | 3 | 4 | 5] ?? t(`surveyDialog.score${value as 1 | 2 | 3 | 4 | 5}`);
  const shownScore = hover > 0 ? hover : score;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
      <DialogTitle>{texts.title ?? t('surveyDialog.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText id={introId}>{texts.intro ?? t('surveyDialog.intro')}</DialogContentText>
        <Box
          component="fieldset"
          ref={scoreRef}
          tabIndex={-1}
          aria-describedby={scoreMissing ? errorId : undefined}
          sx={{
            border: 0,
            m: 0,
            p: 0,
            minWidth: 0,
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 },
          }}
        >
          <Typography component="legend" id={legendId} sx={{ fontWeight: 600, mb: 1, p: 0 }}>
            {texts.question ?? t('surveyDialog.question')}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Rating
              name={name}
              max={SURVEY_MAX_SCORE}
              size="large"
              value={score}
              onChange={(_event, value) => setScore(value)}
              onChangeActive={(_event, value) => setHover(value)}
              getLabelText={(value) =>
                t('surveyDialog.scoreOption', { score: value, label: scoreText(value) })
              }
              emptyLabelText={t('surveyDialog.noScore')}
              // Empty stars in a text colour, so the scale is visible (3:1) before anything is chosen.
              sx={{ color: 'secondary.dark', '& .MuiRating-iconEmpty': { color: 'text.secondary' } }}
            />
            {shownScore !== null && (
              // The radios already say this; the word is for sighted users.
              <Typography component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
                {scoreText(shownScore)}
              </Typography>
            )}
          </Stack>
          {scoreMissing && (
            <FormHelperText error id={errorId} role="alert" sx={{ mx: 0 }}>
              {texts.scoreMissingText ?? t('surveyDialog.scoreMissing')}
            </FormHelperText>
          )}
        </Box>
        <TextField
          label={texts.commentLabel ?? t('surveyDialog.comment')}
          multiline
          minRows={3}
          fullWidth
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          helperText={t('surveyDialog.commentCount', {
            length: format(comment.length),
            max: format(SURVEY_COMMENT_MAX_LENGTH),
          })}
          slotProps={{
            htmlInput: { maxLength: SURVEY_COMMENT_MAX_LENGTH },
            formHelperText: { sx: { textAlign: 'end' } },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onDismiss} disabled={submitting}>
          {texts.dismissLabel ?? t('surveyDialog.dismiss')}
        </Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {texts.submitLabel ?? t('surveyDialog.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/**
 * A small in-app satisfaction survey (spec 2: offered on route entry to eligible users): a 1–5 star
 * score (see `SURVEY_MAX_SCORE` for why not 0–10), an optional comment of up to 1000 characters,
 * "Senden" and "Jetzt nicht". Presentational: the app decides when to show it and sends the answer.
 *
 * ## Usage
 *
 * ```tsx
 * <SurveyDialog
 *   open={survey.open}
 *   submitting={survey.submitting}
 *   onSubmit={(answer) => void survey.submit(answer)} // { score: 1–5, comment }
 *   onDismiss={() => void survey.dismiss()}
 * />
 * ```
 *
 * The form's state (score required, comment up to 1000 characters) is the headless `useSurveyDialog`.
 * Texts come from `kit:surveyDialog.*`; each has a prop that overrides it.
 *
 * ## Do
 *
 * - Decide in the app when to offer it (eligible users, not during a wizard step) and record a
 *   dismissal, so it is not offered again too soon.
 * - Set `submitting` while the answer is sent, and close it (`open={false}`) once sent.
 * - Mount it once in the page shell.
 *
 * ## Don't
 *
 * - Don't send the answer inside: `onSubmit` is the app's.
 * - Don't reuse it for other questions by overriding every text: its score scale and question are this
 *   survey's.
 * - Don't open it over a dialog or in the middle of a task.
 */
export function SurveyDialog({ open, sx, ...props }: SurveyDialogProps) {
  const { submitting = false, onDismiss } = props;
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!submitting) onDismiss();
      }}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx } }}
    >
      <SurveyForm {...props} />
    </Dialog>
  );
}
