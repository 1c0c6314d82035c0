/** The news editor's path (the route table's /news/editor); an existing item opens with `?id=`. */
export const NEWS_EDITOR_PATH = '/news/editor';
export const newsEditorUrl = (id: number) => `${NEWS_EDITOR_PATH}?id=${id}`;
