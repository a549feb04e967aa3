#pragma once

// Shared by the QML layout tests (tst_layout, tst_text_fits): which texts of a view are cut
// off or overflow their item.
//
// A Text that is meant to elide (a file path, a long player name) says so with a dynamic
// property `elidesOnPurpose: true`; its elided text is no problem as long as its full text
// stays reachable: in a ToolTip.text and an Accessible.name of the Text or of one of its
// eight nearest ancestors.

#include <QAccessible>
#include <QQuickItem>
#include <QRectF>
#include <QString>
#include <QStringList>

namespace textfit {

// The visible items under `root` (inclusive) that inherit `className`.
inline void visibleOfClass(QQuickItem *root, const char *className, QList<QQuickItem *> &out)
{
    if (!root->isVisible() || root->opacity() <= 0.01)
        return;
    if (root->inherits(className))
        out << root;
    for (QQuickItem *child : root->childItems())
        visibleOfClass(child, className, out);
}

inline QRectF sceneRect(const QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

inline bool inside(const QRectF &inner, const QRectF &outer)
{
    return inner.left() >= outer.left() - 0.5 && inner.top() >= outer.top() - 0.5 &&
           inner.right() <= outer.right() + 0.5 && inner.bottom() <= outer.bottom() + 0.5;
}

inline QString describe(const QRectF &r)
{
    return QStringLiteral("(%1,%2 %3x%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// Whether `item` is the content of a scrolling view below `root` (a list to scroll).
inline bool scrolls(const QQuickItem *item, const QQuickItem *root)
{
    for (const QQuickItem *p = item->parentItem(); p && p != root; p = p->parentItem())
        if (p->inherits("QQuickFlickable"))
            return true;
    return false;
}

// Whether the full text of `text` (a Text marked elidesOnPurpose) can be read elsewhere: a
// ToolTip.text (for the eye) and an Accessible.name (for a screen reader) that contain it,
// each on the Text or on one of its eight nearest ancestors (the card or button it is on).
inline bool fullTextReachable(QQuickItem *text)
{
    const QString full = text->property("text").toString().trimmed();
    bool tip = false;
    bool name = false;
    int depth = 0;
    for (QQuickItem *p = text; p && depth < 9; p = p->parentItem(), ++depth) {
        // The attached ToolTip is a child of the item it is attached to.
        for (QObject *child : p->children())
            if (child->inherits("QQuickToolTipAttached"))
                tip = tip || child->property("text").toString().contains(full);
        if (QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(p))
            name = name || accessible->text(QAccessible::Name).contains(full);
    }
    return tip && name;
}

// The texts under `root` that are cut off: elided or beyond their line limit, wider or
// taller than their box, or (when `bounds` is valid) outside `bounds` (scene coordinates)
// unless they are in a view that scrolls. A text marked elidesOnPurpose may elide (not be
// wider than its box) when its full text is reachable (fullTextReachable).
inline QStringList cutTexts(QQuickItem *root, const QRectF &bounds)
{
    QStringList problems;
    QList<QQuickItem *> texts;
    visibleOfClass(root, "QQuickText", texts);
    for (QQuickItem *t : texts) {
        const QString text = t->property("text").toString();
        if (text.trimmed().isEmpty())
            continue;
        const qreal contentWidth = t->property("contentWidth").toReal();
        const qreal contentHeight = t->property("contentHeight").toReal();
        const bool elides = t->property("elidesOnPurpose").toBool();
        if (t->property("truncated").toBool() && !elides)
            problems << QStringLiteral("cut off: \"%1\"").arg(text);
        else if (t->property("truncated").toBool() && !fullTextReachable(t))
            problems << QStringLiteral("elided on purpose, but the full text is not in both a "
                                       "tooltip and an accessible name: \"%1\"")
                            .arg(text);
        else if (contentWidth > t->width() + 1)
            problems << QStringLiteral("wider (%1) than its box (%2): \"%3\"")
                            .arg(contentWidth)
                            .arg(t->width())
                            .arg(text);
        else if (contentHeight > t->height() + 1)
            problems << QStringLiteral("taller (%1) than its box (%2): \"%3\"")
                            .arg(contentHeight)
                            .arg(t->height())
                            .arg(text);
        else if (bounds.isValid() && !inside(sceneRect(t), bounds) && !scrolls(t, root))
            problems << QStringLiteral("outside %1 at %2: \"%3\"")
                            .arg(describe(bounds), describe(sceneRect(t)), text);
    }
    return problems;
}

} // namespace textfit
