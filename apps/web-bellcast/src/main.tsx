import '@onair/ui/theme.css';
import { bellcast } from '@onair/brand/bellcast';
import { startBrandApp } from '@onair/shell';

void startBrandApp(bellcast, document.getElementById('root') as HTMLElement);
