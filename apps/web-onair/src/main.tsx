import '@onair/ui/theme.css';
import { onair } from '@onair/brand/onair';
import { startBrandApp } from '@onair/shell';

void startBrandApp(onair, document.getElementById('root') as HTMLElement);
