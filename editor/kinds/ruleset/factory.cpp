#include "kinds/factories.h"
#include "ruleseteditor.h"

namespace starboard::editor {

// Both games' rule variants (starboard.ruleset and starboard.gc-ruleset).
QWidget *createRulesetEditor(Document *document, QWidget *parent)
{
    return new RulesetEditor(document, parent);
}

} // namespace starboard::editor
