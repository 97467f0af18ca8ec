import '@onair/ui/theme.css';
import { getBrand } from '@onair/brand';
import { startBrandApp } from '@onair/shell';

void startBrandApp(getBrand('mint'), document.getElementById('root') as HTMLElement);
