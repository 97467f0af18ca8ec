import { defineConfig } from 'vite';
import { consoleAppConfig } from '@onair/tools/vite/console';

export default defineConfig(consoleAppConfig(import.meta.dirname));
