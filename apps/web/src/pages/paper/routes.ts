/** The questionnaire screens' paths (the route table's /paper group). */
export const paperListPath = '/paper/list';
export const paperAddPath = '/paper/add';
export const paperUpdateRoute = '/paper/update/:id';
export const paperUpdatePath = (id: number) => `/paper/update/${id}`;
