/** The script tab: required, at most 1000 characters with a live counter; saved with PATCH. */
import { Button, Flex } from 'antd';
import { SchemaForm, TextAreaField, useFeedback } from 'shared-ui';
import { campaignScriptSchema, LIMITS } from 'shared-ui/schemas';
import type { Campaign } from 'shared-ui/types';
import { campaignsApi } from '../../api';
import { campaignTexts as t } from '../../texts';

interface Props {
  campaign: Campaign;
  onSaved: (campaign: Campaign) => void;
}

export function ScriptForm({ campaign, onSaved }: Props) {
  const feedback = useFeedback();
  return (
    <SchemaForm<{ script: string }>
      id="campaign-script"
      schema={campaignScriptSchema}
      initialValues={{ script: campaign.script ?? '' }}
      enableReinitialize
      onSubmit={async ({ script }) => {
        const saved = await campaignsApi.patch(campaign.id, { script });
        onSaved(saved);
        void feedback.success(t.edit.scriptSaved);
      }}
    >
      {(formik) => (
        <>
          <TextAreaField
            name="script"
            label="Script de la campaña"
            required
            rows={10}
            maxLength={LIMITS.script}
            showCount
          />
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              Guardar script
            </Button>
          </Flex>
        </>
      )}
    </SchemaForm>
  );
}
