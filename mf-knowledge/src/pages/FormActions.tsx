/** The button row under the knowledge forms: save, and a way back to the list without saving. */
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { common } from '../texts';

export function FormActions({ cancelTo, submitting }: { cancelTo: string; submitting: boolean }) {
  const navigate = useNavigate();
  return (
    <Flex gap="small" wrap>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {common.save}
      </Button>
      <Button onClick={() => navigate(cancelTo)}>{common.cancel}</Button>
    </Flex>
  );
}
