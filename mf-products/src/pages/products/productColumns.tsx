/** The product table: photo, name, technologies, price and the row actions; virtual past a few hundred rows. */
import { Button, Flex, Image, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { byText, EmptyState, formatUsd, useVirtualTable } from 'shared-ui';
import type { Product } from 'shared-ui/types';
import { list } from '../../texts';
import styles from '../pages.module.css';
import { isPdf, noPhoto, previewOf } from './uploadRules';

interface Props {
  rows: Product[];
  loading: boolean;
  emptyText: string;
  busy: number | null;
  onToggle: (row: Product) => void;
  onRemove: (row: Product) => void;
}

const WIDTH = 960;

function Photo({ product }: { product: Product }) {
  const src = previewOf(product.image);
  return (
    <Image
      src={src}
      fallback={noPhoto}
      width={48}
      height={48}
      alt={`${list.photo} de ${product.name}`}
      className={styles.thumb}
      preview={!!product.image && !isPdf(product.image)}
    />
  );
}

export function ProductTable({ rows, loading, emptyText, busy, onToggle, onRemove }: Props) {
  const virtualProps = useVirtualTable(rows.length, WIDTH);
  const columns: TableColumnsType<Product> = [
    { key: 'photo', title: list.photo, width: 80, render: (_, p) => <Photo product={p} /> },
    {
      key: 'name',
      title: list.name,
      dataIndex: 'name',
      sorter: byText((p: Product) => p.name),
      render: (_, p) => (
        <Flex vertical>
          <Typography.Text strong>{p.name}</Typography.Text>
          <Typography.Text type="secondary">{p.name_presentation}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'technologies',
      title: list.technologies,
      width: 210,
      responsive: ['xl'],
      render: (_, p) => (
        <Flex gap={4} wrap>
          {(p.otherCategories ?? []).map((t) => (
            <Tag key={t}>{t}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'price',
      title: list.price,
      dataIndex: 'price',
      width: 150,
      align: 'right',
      sorter: (a, b) => (a.price ?? 0) - (b.price ?? 0),
      render: (price: number) => formatUsd(price),
    },
    {
      key: 'inventary',
      title: list.inventory,
      dataIndex: 'inventary',
      width: 120,
      align: 'right',
      responsive: ['lg'],
      sorter: (a, b) => (a.inventary ?? 0) - (b.inventary ?? 0),
    },
    {
      key: 'actions',
      title: list.actions,
      width: 270,
      render: (_, p) => {
        const next = p.status === true ? list.deactivate : list.activate;
        return (
          <Flex gap="small" align="center" className={styles.rowActions}>
            <Link to={`/productos/editar/${p.id}`} aria-label={`${list.edit} ${p.name}`}>
              {list.edit}
            </Link>
            <Button
              size="small"
              loading={busy === p.id}
              onClick={() => onToggle(p)}
              aria-label={`${next} ${p.name}`}
            >
              {next}
            </Button>
            <Button
              size="small"
              danger
              disabled={busy === p.id}
              onClick={() => onRemove(p)}
              aria-label={`${list.delete} ${p.name}`}
            >
              {list.delete}
            </Button>
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<Product>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <EmptyState description={emptyText} /> }}
      {...virtualProps}
    />
  );
}
