/** The campaign data tab: every field and rule of the wizard in one form; saving sends PUT with status true. */
import { Button, Divider, Flex } from 'antd';
import { useMemo } from 'react';
import { SchemaForm, useFeedback } from 'shared-ui';
import type { Campaign } from 'shared-ui/types';
import { campaignsApi } from '../../api';
import { campaignTexts as t } from '../../texts';
import { CampaignDetailsFields, CampaignScheduleFields, CampaignTypeField } from './CampaignFields';
import {
  type CampaignValues,
  campaignDataSchema,
  campaignToValues,
  toCampaignBody,
} from './campaignValues';

interface Props {
  campaign: Campaign;
  onSaved: (campaign: Campaign) => void;
}

export function CampaignForm({ campaign, onSaved }: Props) {
  const feedback = useFeedback();
  const initialValues = useMemo(() => campaignToValues(campaign), [campaign]);
  return (
    <SchemaForm<CampaignValues>
      id="campaign-edit"
      schema={campaignDataSchema}
      initialValues={initialValues}
      enableReinitialize
      onSubmit={async (values) => {
        // PUT leaves the associations and the script alone: they are saved on their own tabs.
        const saved = await campaignsApi.update(campaign.id, toCampaignBody(values));
        onSaved(saved);
        void feedback.success(t.edit.saved);
      }}
    >
      {(formik) => (
        <>
          <CampaignTypeField />
          <CampaignDetailsFields />
          <Divider />
          <CampaignScheduleFields />
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              Guardar cambios
            </Button>
          </Flex>
        </>
      )}
    </SchemaForm>
  );
}
