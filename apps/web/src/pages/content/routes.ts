/** The news editor's path (the route table's /news/editor); an existing item opens with `?id=`. */
export const NEWS_EDITOR_PATH = '/news/editor';
export const newsEditorUrl = (id: number) => `${NEWS_EDITOR_PATH}?id=${id}`;
/** The editor opened on an item with its form open: the list's edit action (`:id` filled by the list). */
export const NEWS_EDITOR_EDIT_ROUTE = `${NEWS_EDITOR_PATH}?id=:id&edit=1`;
