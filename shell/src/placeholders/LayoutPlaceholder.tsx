// Stand-in for the private layout (replaced by shell/src/layout): header, side menu and the page outlet.
import { Layout, Menu } from 'antd';
import { Link, Outlet } from 'react-router-dom';

const LINKS: ReadonlyArray<[string, string]> = [
  ['/dashboard', 'Control de gestión'],
  ['/perfiles-roles/gestionar', 'Perfiles y Roles'],
  ['/wallet', 'Wallet'],
  ['/configuracion', 'Configuración'],
  ['/campaigns/gestionar', 'Campañas'],
  ['/productos/gestionar', 'Productos'],
  ['/base-de-conocimiento', 'Base de conocimiento'],
  ['/preguntas-y-respuestas', 'Preguntas y respuestas'],
];

export default function LayoutPlaceholder() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header>
        <Link to="/dashboard" style={{ color: '#fff' }}>
          Backoffice
        </Link>
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider theme="light" width={240}>
          <nav aria-label="Menú principal">
            <Menu
              mode="inline"
              items={LINKS.map(([to, label]) => ({ key: to, label: <Link to={to}>{label}</Link> }))}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
