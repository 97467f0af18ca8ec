// Start-up stage: Redux, Redux Toolkit, RTK Query, Immer and React Redux on their own, evaluated in a
// task of their own before the store stage builds the api and the store from them; together they
// were one task long enough to block at Lighthouse's 4x slowdown (bench/README.md, "bench/web").
// What is re-exported only keeps each library in this stage's chunk graph; nothing imports it.
export { combineSlices, configureStore } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export { Provider } from 'react-redux';
