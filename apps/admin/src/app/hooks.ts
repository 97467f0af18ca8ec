import { useDispatch, useSelector } from 'react-redux';
import type { ConsoleDispatch, ConsoleRootState } from './console-store';

/** The console's typed hooks (its store is not @onair/store's). */
export const useConsoleDispatch = useDispatch.withTypes<ConsoleDispatch>();
export const useConsoleSelector = useSelector.withTypes<ConsoleRootState>();
