import { defineConfig } from 'vite';
import { brandAppConfig } from '@onair/tools/vite';

export default defineConfig(brandAppConfig('mint', import.meta.dirname));
