/** The product table's columns: photo, name, technologies, price, inventory and the row actions. */
import { Button, Flex, Image, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { byText, formatUsd } from 'shared-ui';
import type { Product } from 'shared-ui/types';
import { productEditPath } from '../../paths';
import { list } from '../../texts';
import styles from '../pages.module.css';
import { isPdf, noPhoto, previewOf } from './uploadRules';

/** The table's minimum width; narrower screens scroll it sideways. */
export const PRODUCT_TABLE_WIDTH = 820;

interface Actions {
  /** True while the row's action runs (from the first click to the reload). */
  isBusy: (id: number) => boolean;
  onToggle: (row: Product) => void;
  onRemove: (row: Product) => void;
}

function Photo({ product }: { product: Product }) {
  return (
    <Image
      src={previewOf(product.image)}
      fallback={noPhoto}
      width={48}
      height={48}
      alt={`${list.photo} de ${product.name}`}
      className={styles.thumb}
      preview={!!product.image && !isPdf(product.image)}
    />
  );
}

export const productColumns = ({
  isBusy,
  onToggle,
  onRemove,
}: Actions): TableColumnsType<Product> => [
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
    width: 140,
    align: 'right',
    responsive: ['xl'],
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
          <Link to={productEditPath(p.id)} aria-label={`${list.edit} ${p.name}`}>
            {list.edit}
          </Link>
          <Button
            size="small"
            loading={isBusy(p.id)}
            onClick={() => onToggle(p)}
            aria-label={`${next} ${p.name}`}
          >
            {next}
          </Button>
          <Button
            size="small"
            danger
            disabled={isBusy(p.id)}
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
