import '@onair/ui/theme.css';
import { nova } from '@onair/brand/nova';
import { startBrandApp } from '@onair/shell';

void startBrandApp(nova, document.getElementById('root') as HTMLElement);
