"""Pictures for slides: drawn trees and boards saved as SVG or PNG (``export_picture``)."""
