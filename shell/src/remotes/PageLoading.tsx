// The indicator shown while a remote (or one of its pages) is being fetched.
import { Flex, Spin } from 'antd';

export function PageLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" tip="Cargando…">
        <span />
      </Spin>
    </Flex>
  );
}
