/** List-page building blocks used by the remotes (search, table, pagination, skeleton rows). */
export {};
