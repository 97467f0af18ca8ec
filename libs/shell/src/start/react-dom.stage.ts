// Start-up stage: React DOM on its own (the largest module of the start-up), evaluated in a task of
// its own before the routes and pages of the render stage.
import 'react-dom/client';
