#pragma once

// The keys of a Workshop table's row actions (issue 12): Insert adds, Ctrl+Delete removes,
// Ctrl+Shift+Up/Down move, while the focus is anywhere in `editor` (a tool bar is not in the
// Tab chain), each key named in its action's tool tip.

#include <QAction>
#include <QKeySequence>
#include <QWidget>

namespace starboard::editor {

inline void addRowKeys(QWidget *editor, QAction *add, QAction *remove, QAction *up, QAction *down)
{
    const auto withKey = [editor](QAction *action, const QKeySequence &key) {
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        editor->addAction(action);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(action->toolTip(),
                                                         key.toString(QKeySequence::NativeText)));
    };
    withKey(add, QKeySequence(Qt::Key_Insert));
    withKey(remove, QKeySequence(Qt::CTRL | Qt::Key_Delete));
    withKey(up, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up));
    withKey(down, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down));
}

} // namespace starboard::editor
