import { ItemDetailPage } from '@/features/items';
import { toolKind } from './tool-kind';

/** /tools/{id}: the shared item page, drawn for a tool (features/items/item-detail-page.tsx). */
export const ToolPage = () => <ItemDetailPage kind={toolKind} />;
