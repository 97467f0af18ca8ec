import '@onair/ui/theme.css';
import { mint } from '@onair/brand/mint';
import { startBrandApp } from '@onair/shell';

void startBrandApp(mint, document.getElementById('root') as HTMLElement);
