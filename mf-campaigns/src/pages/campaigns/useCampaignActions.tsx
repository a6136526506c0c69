/** The list's actions: activate or suspend one campaign, and delete the ticked ones with one summary. */
import { useConfirmedAction } from 'shared-ui';
import type { Campaign } from 'shared-ui/types';
import { campaignsApi } from '../../api';
import { campaignTexts as t } from '../../texts';

/** Draft or falsy → activate (status true); active → suspend (status false). SPEC.md section 4. */
export const nextStatus = (c: Pick<Campaign, 'status'>): boolean =>
  c.status === 'draft' || !c.status;

export const toggleLabel = (c: Pick<Campaign, 'status'>) =>
  nextStatus(c) ? t.actions.activate : t.actions.suspend;

export type DeleteResult = 'deleted' | 'draft' | 'failed';

const RESULT_TEXT: Record<DeleteResult, string> = t.actions.results;

function Summary({ results }: { results: { campaign: Campaign; result: DeleteResult }[] }) {
  return (
    <ul aria-label={t.actions.resultLabel}>
      {results.map(({ campaign, result }) => (
        <li key={campaign.id}>
          «{campaign.name}»: {RESULT_TEXT[result]}
        </li>
      ))}
    </ul>
  );
}

/** Which action a busy key stands for: one campaign's status switch, or the delete of the selection. */
export type BusyKey = number | 'delete';

export function useCampaignActions(reload: () => Promise<void>) {
  const { run, isBusy } = useConfirmedAction<BusyKey>(reload);

  const toggleStatus = (campaign: Campaign) => {
    const activate = nextStatus(campaign);
    return run(campaign.id, {
      title: `¿Desea ${activate ? 'activar' : 'suspender'} la campaña «${campaign.name}»?`,
      okText: activate ? t.actions.activate : t.actions.suspend,
      danger: !activate,
      call: () => campaignsApi.patch(campaign.id, { status: activate }),
      done: () => ({ success: activate ? t.actions.activated : t.actions.suspended }),
    });
  };

  /**
   * Resolves true when it ran (the caller clears the selection), false when cancelled or
   * already running. Each campaign is deleted once: an active campaign deleted twice would be
   * moved to draft and then removed for good.
   */
  const deleteMany = (campaigns: Campaign[]) =>
    run('delete', {
      title: t.actions.deleteTitle(campaigns.length),
      content: t.actions.deleteBody,
      okText: 'Eliminar',
      danger: true,
      call: async () => {
        const results: { campaign: Campaign; result: DeleteResult }[] = [];
        for (const campaign of campaigns) {
          try {
            const outcome = await campaignsApi.remove(campaign.id);
            results.push({ campaign, result: outcome.deleted ? 'deleted' : 'draft' });
          } catch {
            results.push({ campaign, result: 'failed' });
          }
        }
        return results;
      },
      done: (results) => {
        const summary = <Summary results={results} />;
        return results.some((r) => r.result === 'failed')
          ? { failed: summary }
          : { success: t.actions.deleted(campaigns.length), content: summary };
      },
    });

  return { toggleStatus, deleteMany, isBusy };
}
