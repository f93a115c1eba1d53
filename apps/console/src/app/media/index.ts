export { uploadPhoto } from './upload-photo';
