import { ItemsPage } from '@/features/items';
import { toolKind } from './tool-kind';

/** /tools: the shared item list, drawn for tools (features/items/items-page.tsx). */
export const ToolsPage = () => <ItemsPage kind={toolKind} />;
