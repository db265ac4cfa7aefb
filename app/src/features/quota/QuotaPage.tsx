import Paper from '@mui/material/Paper';
import { monthlyExpansionAllowance, remainingQuota } from '@datacare/api-client';
import { QuotaOverview } from '@datacare/ui-kit';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useUserQuotaInfo } from './api/get-user-quota-info.ts';

/** /quota (spec section 2 Quota page): used, total or unlimited, remaining, monthly expansion help. */
export function QuotaPage() {
  usePageTitle('titles.quota');
  const { data: quota, error, mutate } = useUserQuotaInfo();
  return (
    <Paper sx={{ p: 3 }}>
      <QuotaOverview
        loading={!quota && !error}
        error={Boolean(error)}
        onRetry={() => void mutate()}
        used={quota?.currentQuota ?? 0}
        total={quota?.totalQuota ?? 0}
        remaining={quota ? remainingQuota(quota) : null}
        monthlyExpand={quota?.monthlyExpand ?? false}
        monthlyRemaining={quota?.monthlyExpand ? monthlyExpansionAllowance(quota) : undefined}
      />
    </Paper>
  );
}
