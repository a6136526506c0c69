// `/sin-informacion/:area`: the menu entries with no content yet (Marketing, Cliente, Soporte, Operaciones).
import { useParams } from 'react-router-dom';
import { NoInformation, NotFoundResult, PageFrame } from 'shared-ui';
import { NO_INFORMATION_AREAS } from './menu';

export default function NoInformationPage() {
  const { area = '' } = useParams();
  const title = NO_INFORMATION_AREAS[area];
  if (!title) return <NotFoundResult />;
  return (
    <PageFrame title={title}>
      <NoInformation />
    </PageFrame>
  );
}
