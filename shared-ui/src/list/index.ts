/** List-page building blocks used by the remotes (search, table, pagination, skeleton rows, detail frame). */
export * from './format';
export * from './usePagedList';
export * from './useUrlFilters';
export * from './useRecord';
export * from './EmptyState';
export * from './ListPage';
export * from './DetailPage';
export * from './NotFoundState';
export * from './useReference';
export * from './ExportMenu';
export * from './useListSelection';
export * from './SavedViewsMenu';
export * from './ColumnChooser';
export * from './BulkActionsMenu';
