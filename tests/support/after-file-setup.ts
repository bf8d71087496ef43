import { closeAfterEachFile } from './after-file';

closeAfterEachFile();
