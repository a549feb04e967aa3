#pragma once

// The Galaxy Command deck editor (starboard.gc-deck): the cards as a list (filtered by kind),
// a form for the selected card with the members its kind uses, and a preview of the card
// drawn like the board's cards. Every edit is an undo step of the document; a change of kind
// or event is one macro that also adds and removes the members the new kind needs.

#include "documentarraymodel.h"
#include "editorwidget.h"

#include <QHash>
#include <QJsonObject>

class QAction;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace starboard::editor {

// The cards of "/cards": number, name, kind, original mark (checkable).
class CardListModel : public DocumentArrayModel
{
    Q_OBJECT

public:
    enum Column
    {
        NumberColumn,
        NameColumn,
        KindColumn,
        OriginalColumn,
        ColumnCount
    };
    static constexpr int KindRole = Qt::UserRole + 1; // "near", "distant", "event", "red-alert"

    explicit CardListModel(Document *document, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QJsonObject card(int row) const { return element(row); }
};

// One card drawn like the board draws it: systems with the name on the kind's colour,
// resistance, metal, wealth and victory points; events with their band and what they do in
// Year 1 and Year 2.
class CardPreview : public QWidget
{
    Q_OBJECT

public:
    explicit CardPreview(QWidget *parent = nullptr);
    void setCard(const QJsonObject &card);
    QSize sizeHint() const override { return {240, 336}; }
    QSize minimumSizeHint() const override { return {180, 252}; }

    // The text of what an event card does in a year (0 or 1), as the preview shows it.
    static QString yearText(const QJsonObject &card, int year);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QJsonObject m_card;
};

class DeckEditor : public EditorWidget
{
    Q_OBJECT

public:
    DeckEditor(Document *document, QWidget *parent = nullptr);
    void selectPointer(const QString &pointer) override;

    CardListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QComboBox *kindFilter() const { return m_filter; }
    CardPreview *preview() const { return m_preview; }
    int currentCard() const { return m_current; } // index into /cards, -1 for none
    void setCurrentCard(int index);
    // The form's editor of a member of the current card ("resistance", "year1/amount", "kind").
    QWidget *field(const QString &key) const { return m_fields.value(key); }

    // The edits behind the buttons and the kind and event choosers, each one undo step.
    void changeKind(int index, const QString &kind);
    void changeEvent(int index, const QString &event);
    int addCard();       // the new card's index
    int duplicateCard(); // the copy's index, -1 without a current card
    bool removeCard();
    // Moves the current card before the previous (`delta` -1) or after the next (+1) card the
    // list shows; the new index, -1 when it cannot move.
    int moveCard(int delta);

    // The list's edits as actions with keys (issue 12), active while the focus is anywhere in
    // this editor; the buttons below the list name the keys in their tool tips.
    QAction *addAction() const { return m_addAction; }
    QAction *duplicateAction() const { return m_duplicateAction; }
    QAction *removeAction() const { return m_removeAction; }
    QAction *moveUpAction() const { return m_upAction; }
    QAction *moveDownAction() const { return m_downAction; }

private:
    // `undoText` is the edit's name in the Edit menu, with %1 for the card.
    QSpinBox *addSpin(QFormLayout *form, const QString &key, const QString &label,
                      const QString &undoText, int min, int max);
    void refreshForm();
    void updateButtons();
    int shownNeighbour(int index, int delta) const; // the source row, -1 for none
    // `merge`: the next change of the same member of the same card joins this one's undo step
    // (a spin box's or a chooser's arrow presses).
    void setMember(const QString &key, const QJsonValue &value, const QString &undoText,
                   bool merge = false);
    // Replaces the card by `shaped` in one undo step that the next reshape() of the same
    // `field` ("kind", "event") of the card joins.
    void reshape(int index, const QJsonObject &shaped, const QString &text, const QString &field);
    QString cardPointer(int index) const;
    QString cardTitle(int index) const;
    int nextFreeNumber() const;
    QString uniqueId(const QString &base) const;
    void documentChanged(const QString &pointer);

    CardListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QComboBox *m_filter;
    QLineEdit *m_deckId;
    QLineEdit *m_deckName;
    QPushButton *m_add;
    QPushButton *m_duplicate;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    QAction *m_addAction;
    QAction *m_duplicateAction;
    QAction *m_removeAction;
    QAction *m_upAction;
    QAction *m_downAction;
    QWidget *m_formPage;
    QLabel *m_noCard;
    QFormLayout *m_cardForm;
    QGroupBox *m_systemBox;
    QGroupBox *m_eventBox;
    QFormLayout *m_eventForm;
    QHash<QString, QWidget *> m_fields;
    QComboBox *m_kind;
    QComboBox *m_event;
    QComboBox *m_yearResource[2];
    QWidget *m_yearRow[2];
    QCheckBox *m_original;
    CardPreview *m_preview;
    QScrollArea *m_scroll;
    int m_current = -1;
    bool m_loading = false;
};

// Which event kinds a card kind may have ("event": resource, strike, ...; "red-alert": coup,
// raid, ambush; systems: none).
QStringList eventsForKind(const QString &kind);
// `card` with exactly the members its kind and event need: the values it had where they
// remain, defaults for the new ones (the event becomes the kind's first when not valid).
QJsonObject shapedCard(QJsonObject card, const QString &kind, const QString &event);

} // namespace starboard::editor
