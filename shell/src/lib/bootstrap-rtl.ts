// Bootstrap's right-to-left build, loaded only on an Arabic page (applyLocaleToDocument): the
// same rules as the left-to-right one, mirrored, and applied after it.
import 'bootstrap/dist/css/bootstrap.rtl.min.css';
