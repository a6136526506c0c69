/** The list's actions: activate or suspend one campaign, and delete the ticked ones with one summary. */
import { App } from 'antd';
import { texts, useBusy, useFeedback } from 'shared-ui';
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
  const feedback = useFeedback();
  const { modal } = App.useApp();
  // From the first click to the reload: a second click (a double click) does nothing.
  const { run, isBusy } = useBusy<BusyKey>();

  const toggleStatus = (campaign: Campaign) =>
    run(campaign.id, async () => {
      const activate = nextStatus(campaign);
      const verb = activate ? 'activar' : 'suspender';
      let changed = false;
      await feedback.confirm({
        title: `¿Desea ${verb} la campaña «${campaign.name}»?`,
        okText: activate ? t.actions.activate : t.actions.suspend,
        danger: !activate,
        onConfirm: async () => {
          try {
            await campaignsApi.patch(campaign.id, { status: activate });
            changed = true;
          } catch {
            // the API client has already shown the error modal
          }
        },
      });
      if (!changed) return;
      void feedback.success(activate ? t.actions.activated : t.actions.suspended);
      await reload();
    });

  /**
   * Returns true when it ran (the caller clears the selection), false when cancelled or
   * already running. The deletes run while the dialog's OK button spins: an active campaign
   * deleted twice would be moved to draft and then removed for good.
   */
  const deleteMany = async (campaigns: Campaign[]) =>
    (await run('delete', async () => {
      const results: { campaign: Campaign; result: DeleteResult }[] = [];
      const ok = await feedback.confirm({
        title: t.actions.deleteTitle(campaigns.length),
        content: t.actions.deleteBody,
        okText: 'Eliminar',
        danger: true,
        onConfirm: async () => {
          for (const campaign of campaigns) {
            try {
              const outcome = await campaignsApi.remove(campaign.id);
              results.push({ campaign, result: outcome.deleted ? 'deleted' : 'draft' });
            } catch {
              results.push({ campaign, result: 'failed' });
            }
          }
        },
      });
      if (!ok) return false;
      const content = <Summary results={results} />;
      if (results.some((r) => r.result === 'failed')) {
        modal.error({
          title: texts.errors.sendTitle,
          content: (
            <>
              <p>{texts.errors.sendBody}</p>
              {content}
            </>
          ),
          okText: texts.errors.back,
        });
      } else {
        void feedback.success(t.actions.deleted(campaigns.length), content);
      }
      await reload();
      return true;
    })) ?? false;

  return { toggleStatus, deleteMany, isBusy };
}
